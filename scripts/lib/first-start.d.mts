/** Where `npm run build` keeps the first-start data: `postgres/` (cluster, password) and `media/`. */
export const firstStartDir: string;

/** For an empty data folder and made data: copies the images and returns what startPostgres copies the cluster from. */
export function firstStartFor(dataDir: string): { cluster: string; password: string } | undefined;
