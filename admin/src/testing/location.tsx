import { useLocation } from 'react-router-dom';

/** The router's path and search as text, for a test to read with `getByLabelText('location')`. */
export function LocationProbe() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}
