// The query string of the page shown, as React Router's useSearchParams gave it: URLSearchParams
// over the address's own string, the same object until that string changes. (wouter's
// useSearchParams first decodes the string with decodeURI, so that an encoded `%` in a value,
// `%25`, would be decoded twice.)
import { useMemo } from 'react';
import { useRouter } from 'wouter';

export function useSearchParams(): URLSearchParams {
  const router = useRouter();
  const search = router.searchHook(router);
  return useMemo(() => new URLSearchParams(search), [search]);
}
