import { FlightSearchForm } from './components/FlightSearchForm.tsx';

/** The home's Flight tab (§2): the search form and the recent searches under it. */
export function FlightSearchPanel() {
  return <FlightSearchForm showRecent />;
}
