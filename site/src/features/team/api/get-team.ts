import { queryOptions, useQuery } from '@tanstack/react-query';

import type { TeamMember } from '@agency/contract';

import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-client';

export const getTeam = async (): Promise<TeamMember[]> => (await api<TeamMember[]>('/team-member/get-all')).data;

export const teamQueryOptions = () => queryOptions({ queryKey: queryKeys.team, queryFn: getTeam });

export const useTeam = () => useQuery(teamQueryOptions());
