import { BusSearchForm } from './components/BusSearchForm.tsx';
import './buses-words.ts';

/** The home's Buses tab (§2): the search form and this browser's recent searches under it. */
export function BusSearchPanel() {
  return <BusSearchForm showRecent />;
}
