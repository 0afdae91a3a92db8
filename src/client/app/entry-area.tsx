// The entry area (spec §2: the screens with no session), a chunk of its own loaded with the sign-in
// screen: its frame, the sign-in screen and the other entry screens' table (entry-screens.tsx).
import { Route, Switch } from 'wouter';
import { SignInPage } from './first-screen-chunks';
import { EntryLayout } from './layouts/entry-layout';
import { lazyNamed } from './lazy-page';
import { Screen } from './screen';

// The other entry screens' table, in the chunk of their screens (the 'auth' group of vite.config.ts):
// the sign-in screen, the first screen of most visits, does not carry it.
const EntryScreens = lazyNamed(() => import('./entry-screens'), 'EntryScreens');

export function EntryArea() {
  return (
    <EntryLayout>
      <Screen>
        <EntryRoutes />
      </Screen>
    </EntryLayout>
  );
}

function EntryRoutes() {
  return (
    <Switch>
      <Route path="/sign-in">
        <SignInPage />
      </Route>
      <Route path="/log-in">
        <SignInPage />
      </Route>
      <Route>
        <EntryScreens />
      </Route>
    </Switch>
  );
}
