import { queryOptions, useQuery } from '@tanstack/react-query';

import type { TeamMember } from '@agency/contract';
import { endpoints } from '@agency/contract/endpoints';

import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-client';

export const getTeam = async (): Promise<TeamMember[]> => (await apiClient.call(endpoints.teamMembers.list)).data;

export const teamQueryOptions = () => queryOptions({ queryKey: queryKeys.team, queryFn: getTeam });

export const useTeam = () => useQuery(teamQueryOptions());
