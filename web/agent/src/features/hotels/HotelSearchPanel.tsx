import { HotelSearchForm } from './components/HotelSearchForm.tsx';
import './hotels-words.ts';

/** The home's Hotel tab (§2): the hotel search form. */
export function HotelSearchPanel() {
  return <HotelSearchForm />;
}
