// Imported first by main.tsx, so the stored theme is on <html> before anything renders (the CSP
// forbids the usual inline script in index.html). Until this runs, styles.css follows the system.
import { startTheme } from './theme-store';

startTheme();
