import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface Captcha {
  id: string;
  svg: string;
}

export function getCaptcha(signal?: AbortSignal): Promise<Captcha> {
  return api.get<Captcha>('/api/captcha', { signal });
}

/** An <img> source for the server's SVG; an img never runs scripts that an SVG might carry. */
export function captchaImageSrc(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Each captcha is good for one try, so it is never cached. */
export function useCaptcha(enabled: boolean) {
  return useQuery({
    queryKey: ['auth', 'captcha'],
    queryFn: ({ signal }) => getCaptcha(signal),
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
