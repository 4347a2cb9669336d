import { testDataProvider, type DataProvider } from 'react-admin';

/** A test's stand-in for a data provider method: it answers one screen's calls with fixed records. */
type Fake = (resource: string, params: never) => Promise<unknown>;

/**
 * react-admin's testDataProvider with the methods a test gives; the others reject. The
 * provider's methods are generic over the record type each caller names, which a stub
 * answering fixed records cannot be: this is the one place that says "trust the test".
 */
export function fakeDataProvider(methods: Partial<Record<keyof DataProvider, Fake>> & Record<string, Fake | ((...args: never[]) => Promise<unknown>)>): DataProvider {
  return testDataProvider(methods as Partial<DataProvider>);
}
