import { queryOptions } from '@tanstack/react-query';
import type { CreateUserBody, UpdateUserInput, UserStatus, UserView } from '@site/contracts';
import { api, idempotent } from '../../../lib/api-client';

export const usersQuery = queryOptions({
  queryKey: ['admin', 'users'],
  queryFn: ({ signal }) => api.get<UserView[]>('/api/users', { signal }),
});

export const createUser = (input: CreateUserBody, idempotencyKey: string) =>
  api.post<UserView>('/api/users', input, idempotent(idempotencyKey));

export const updateUser = (id: number, input: UpdateUserInput) => api.put<UserView>(`/api/users/${id}`, input);

export const deleteUser = (id: number) => api.delete<void>(`/api/users/${id}`);

export const setUserStatus = (id: number, status: UserStatus) =>
  api.patch<UserView>(`/api/users/${id}/status`, { status });

export const resetUserPassword = (id: number, newPassword: string) =>
  api.post<void>(`/api/users/${id}/reset-password`, { newPassword });

export const unlockUser = (id: number) => api.post<UserView>(`/api/users/${id}/unlock`);

/** Another invitation mail: the links mailed before stop working. */
export const resendInvitation = (id: number) => api.post<UserView>(`/api/users/${id}/invitation`);

/** Revokes an invitation not yet accepted: the invited account is deleted. */
export const revokeInvitation = (id: number) => api.delete<void>(`/api/users/${id}/invitation`);
