import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface LoginOptions {
  captchaRequired: boolean;
}

/** When the options cannot be read the form starts without a captcha; the server asks for one if needed. */
export async function getLoginOptions(signal?: AbortSignal): Promise<LoginOptions> {
  try {
    const answer = await api.get<{ captchaRequired?: unknown } | undefined>('/api/login/options', { signal });
    return { captchaRequired: answer?.captchaRequired === true };
  } catch {
    return { captchaRequired: false };
  }
}

export const loginOptionsQuery = queryOptions({
  queryKey: ['auth', 'login-options'],
  queryFn: ({ signal }) => getLoginOptions(signal),
  staleTime: 0,
});

export function useLoginOptions(): LoginOptions {
  return useQuery(loginOptionsQuery).data ?? { captchaRequired: false };
}
