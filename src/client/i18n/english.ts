// The English messages, registered by area as their screens load: the frame's own (en/layout.ts)
// come with the first script, each screen's with its chunk, so no screen downloads the others' text.
// English is also what any translation falls back to.
const messages: Record<string, string> = {};

export function registerEnglish(part: Readonly<Record<string, string>>): void {
  Object.assign(messages, part);
}

export function englishMessage(id: string): string | undefined {
  return messages[id];
}
