// Puts the theme on <html>: the dark class, dir, and data attributes that styles.css and
// palette.css turn into colours, sizes and borders. No React: it runs before the first render.
import { effectiveNavMode, type ThemeSettings } from './theme-settings';

/** The browser chrome's colour (installed app title bar, mobile address bar) per mode. */
const THEME_COLOR_META = { light: '#0284c7', dark: '#0f172a' } as const;

export function applyTheme(theme: ThemeSettings, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('dark', theme.mode === 'dark');
  root.dir = theme.direction;
  const data = root.dataset;
  data.themeColor = theme.themeColor;
  data.primaryLevel = String(theme.primaryColorLevel);
  data.navMode = effectiveNavMode(theme);
  data.controlSize = theme.controlSize;
  data.cardBordered = String(theme.cardBordered || theme.layout.type === 'modern');
  data.layout = theme.layout.type;
  data.sideNavCollapse = String(theme.layout.sideNavCollapse);
  setMeta('color-scheme', theme.mode);
  setMeta('theme-color', THEME_COLOR_META[theme.mode]);
}

function setMeta(name: string, content: string): void {
  const meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (meta) meta.content = content;
}
