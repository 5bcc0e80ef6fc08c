import { useLocation } from 'react-router-dom';
import { devRemotesJson } from '../data/apps';
import { readRemoteList } from '../remotes';

/**
 * The page's remote list as `npm run dev` has it (every remote on its apps.json port), for tests
 * that mount the whole App; jest's federation stand-in loads each remote's real source.
 */
export function readLocalRemotes(): void {
  void readRemoteList(async () => devRemotesJson());
}

/** Shows where the router is, for tests that follow a navigation. */
export function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}
