// Keeps the signed-in screen on display for the next page load at its address (saved-screens.ts):
// the root's markup with the frame and the screen's heading, the screen's body left out.
import { localeMatchesStorage } from '@client/i18n/locale-store';
import { readRaw, storageNames, writeStored } from '@client/lib/storage';
import { themeMatchesStorage } from '../theme/theme-store';
import { currentAddress, drawingNow } from './drawn-from';
import {
  FIRST_PAINT_ATTRIBUTE,
  FIRST_PAINT_OMIT_ATTRIBUTE,
  isSavedHtmlAttribute,
  parseSavedScreens,
  SAVED_META_NAMES,
  withSavedScreen,
  type SavedScreen,
} from './saved-screens';

/**
 * A copy of the root keeping, inside <main>, only what comes up to the screen's heading block: its
 * body (lists, panels, notices) is data that may have changed by the next visit, and the app draws it
 * anew anyway. Everything outside <main> is the frame (navigation, top bar, footer), less what is
 * marked to be left out. The body is never copied, so a long list costs nothing here.
 */
function frameWithHeading(root: HTMLElement, header: Element): HTMLElement {
  const main = header.closest('main');
  const copyOf = (node: Node, insideMain: boolean): Node => {
    if (node === header || !node.contains(header)) return node.cloneNode(true);
    const copy = node.cloneNode(false);
    let passed = false;
    for (const child of Array.from(node.childNodes)) {
      const onPath = child.contains(header);
      if (passed && insideMain) break;
      copy.appendChild(onPath ? copyOf(child, insideMain || child === main) : child.cloneNode(true));
      passed ||= onPath;
    }
    return copy;
  };
  const copy = copyOf(root, false) as HTMLElement;
  copy.querySelectorAll(`[${FIRST_PAINT_OMIT_ATTRIBUTE}]`).forEach((element) => element.remove());
  return copy;
}

/**
 * Saves the screen on display, if it is one worth showing first: the app's own drawing of a signed-in
 * screen whose heading has rendered, with no menu open, in the stored theme and language (it is
 * saved as drawn from them). False when it was not saved (the screen has not finished drawing its
 * heading yet, or a language is still loading, say).
 */
export function saveDrawnScreen(): boolean {
  const root = document.getElementById('root');
  const drawnFrom = drawingNow();
  const header = root?.querySelector('main header:has(h1)');
  if (!root || !header || drawnFrom.user === null || !themeMatchesStorage() || !localeMatchesStorage()) return false;
  // An open menu is this moment's, not the screen's (an open navigation group is the screen's).
  if (root.querySelector(`[${FIRST_PAINT_ATTRIBUTE}], [data-prerendered], [aria-haspopup][aria-expanded="true"]`)) return false;
  const html = document.documentElement;
  const entry: SavedScreen = {
    address: currentAddress(),
    drawnFrom,
    htmlAttributes: Object.fromEntries(
      Array.from(html.attributes)
        .filter((attribute) => isSavedHtmlAttribute(attribute.name))
        .map((attribute) => [attribute.name, attribute.value]),
    ),
    metaContent: Object.fromEntries(
      SAVED_META_NAMES.flatMap((name) => {
        const content = document.head.querySelector(`meta[name="${name}"]`)?.getAttribute('content');
        return content == null ? [] : [[name, content]];
      }),
    ),
    markup: frameWithHeading(root, header).innerHTML,
  };
  writeStored(storageNames.firstPaint, withSavedScreen(parseSavedScreens(readRaw(storageNames.firstPaint)), entry));
  return true;
}
