// English: the presence banner (app/presence): who else has this school's count or this blueprint open.
import { registerEnglish } from '../english';

export const presenceMessages = {
  'presence.counting': '{names} is counting {school} too',
  'presence.countingMany': '{names} are counting {school} too',
  'presence.viewing': '{names} is also viewing this blueprint',
  'presence.viewingMany': '{names} are also viewing this blueprint',
  'presence.editing': '{names} is editing this blueprint',
  'presence.editingMany': '{names} are editing or viewing this blueprint',
  'presence.two': '{first} and {second}',
  'presence.others_one': '{first} and 1 other',
  'presence.others_other': '{first} and {count} others',
} as const;

registerEnglish(presenceMessages);
