/**
 * A caller's distance as the helper reads it: 0 is what matching answers when the two are closer
 * than a helper's blurred place can tell (decision 0022), so it reads "Nearby (within 3 km)", never
 * "0 km" or "1 km".
 */
export function distanceText(t: (key: string, options?: { count: number }) => string, distanceKm: number): string {
  return distanceKm === 0 ? t('call.distanceNearby') : t('call.distanceKm', { count: distanceKm });
}
