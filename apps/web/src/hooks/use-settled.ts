import { useEffect, useState } from 'react';
import { whenSettled } from '@/lib/settled';

/** Whether the page has settled (see whenSettled); false on the server and in the render that adopts its HTML. */
export function useSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => whenSettled(() => setSettled(true)), []);
  return settled;
}
