import { HotelSearchForm } from './components/HotelSearchForm.tsx';

/** The home's Hotel tab (§2): the hotel search form. */
export function HotelSearchPanel() {
  return <HotelSearchForm />;
}
