import { QueryClient } from '@tanstack/react-query';

import type { InitialData } from '@agency/contract';

export const queryKeys = {
  content: ['content'] as const,
  categories: ['categories'] as const,
  packages: ['packages'] as const,
  team: ['team'] as const,
  legalPages: ['legal-pages'] as const,
  /** One legal page with its text: under the list's key, so what invalidates the list invalidates it. */
  legalPage: (slug: string) => ['legal-pages', slug] as const,
};

/** Unused data is kept 60 s; data the server rendered with counts as fresh for as long. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: 60_000, staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}

export function seedQueryClient(client: QueryClient, data: InitialData): void {
  client.setQueryData(queryKeys.content, data.content);
  client.setQueryData(queryKeys.categories, data.categories);
  client.setQueryData(queryKeys.packages, data.packages);
  client.setQueryData(queryKeys.team, data.team);
  client.setQueryData(queryKeys.legalPages, data.legalPages);
  if (data.legalPage) client.setQueryData(queryKeys.legalPage(data.legalPage.slug), data.legalPage);
}
