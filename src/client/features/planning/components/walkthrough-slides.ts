import type { ComponentType } from 'react';
import type { MessageId } from '@client/i18n/en';
import { CalendarIcon, ChecklistIcon, CubeIcon, LifebuoyIcon, MapIcon, type IconProps } from '@client/ui/icons';

export interface Slide {
  id: string;
  titleId: MessageId;
  textId: MessageId;
  icon: ComponentType<IconProps>;
}

/** The planning introduction, one idea per slide. */
export const WALKTHROUGH_SLIDES: readonly Slide[] = [
  { id: 'welcome', titleId: 'planning.intro.welcome.title', textId: 'planning.intro.welcome.text', icon: CalendarIcon },
  { id: 'blueprint', titleId: 'planning.intro.blueprint.title', textId: 'planning.intro.blueprint.text', icon: MapIcon },
  { id: 'checklist', titleId: 'planning.intro.checklist.title', textId: 'planning.intro.checklist.text', icon: ChecklistIcon },
  { id: 'kits', titleId: 'planning.intro.kits.title', textId: 'planning.intro.kits.text', icon: CubeIcon },
  { id: 'help', titleId: 'planning.intro.help.title', textId: 'planning.intro.help.text', icon: LifebuoyIcon },
];
