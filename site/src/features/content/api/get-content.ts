import { queryOptions, useQuery } from '@tanstack/react-query';

import type { SiteContent } from '@agency/contract';
import { endpoints } from '@agency/contract/endpoints';

import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-client';

export const getContent = async (): Promise<SiteContent> => (await apiClient.call(endpoints.content.get)).data;

export const contentQueryOptions = () => queryOptions({ queryKey: queryKeys.content, queryFn: getContent });

/** Everything the site says, from the CMS; the server inlines it, so this rarely waits. */
export const useContent = () => useQuery(contentQueryOptions());
