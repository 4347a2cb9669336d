import { queryOptions, useQuery } from '@tanstack/react-query';

import type { SiteContent } from '@agency/contract';

import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-client';

export const getContent = async (): Promise<SiteContent> => (await api<SiteContent>('/content')).data;

export const contentQueryOptions = () => queryOptions({ queryKey: queryKeys.content, queryFn: getContent });

/** Everything the site says, from the CMS; the server inlines it, so this rarely waits. */
export const useContent = () => useQuery(contentQueryOptions());
