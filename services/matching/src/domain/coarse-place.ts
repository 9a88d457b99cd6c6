import type { GeoPoint } from './matchable-helper';

/**
 * How a helper's place is blurred before matching uses it (decision 0022, "Privacy of the answer"):
 * snapped to the centre of a grid cell about GRID_CELL_KM on a side, then moved by the helper's own
 * secret offset (a bearing and a length from OFFSET_KM.min to OFFSET_KM.max, drawn once per helper
 * and kept in the database, never sent anywhere). Every distance, ordering and search reads this
 * place only, so however many places someone asks from, the most they can find is this point, which
 * is at least OFFSET_KM.min − half the cell's diagonal (≈ 0.7 km) and at most ≈ 2.7 km from the
 * real one. Moving inside a cell changes nothing.
 */
export const GRID_CELL_KM = 1;
export const OFFSET_KM = { min: 1.4, max: 2 } as const;

/** The most a blurred place can be from the real one: anything nearer reads "nearby". */
export const COARSENING_MAX_KM = OFFSET_KM.max + (GRID_CELL_KM * Math.SQRT2) / 2;

/** A helper's secret offset as stored: a bearing in [0, 1) of a turn and a fraction in [0, 1) of the length range. */
export interface PlaceOffset {
  bearing: number;
  fraction: number;
}

/** Kilometres per degree of latitude (the sphere geokdbush measures on: radius 6371 km). */
const KM_PER_DEGREE = (Math.PI * 6371) / 180;
const CELL_DEGREES = GRID_CELL_KM / KM_PER_DEGREE;

/** cos(latitude), kept away from zero near the poles so a degree of longitude stays finite. */
const widthAt = (latitude: number) => Math.max(0.01, Math.cos((latitude * Math.PI) / 180));

const wrapLongitude = (longitude: number) => ((((longitude + 180) % 360) + 360) % 360) - 180;
const clampLatitude = (latitude: number) => Math.min(90, Math.max(-90, latitude));

/** The centre of the grid cell holding `place`. */
function cellCentre(place: GeoPoint): GeoPoint {
  const latitude = (Math.floor(place.latitude / CELL_DEGREES) + 0.5) * CELL_DEGREES;
  const width = CELL_DEGREES / widthAt(latitude);
  const longitude = (Math.floor((place.longitude + 180) / width) + 0.5) * width - 180;
  return { latitude: clampLatitude(latitude), longitude: wrapLongitude(longitude) };
}

/** The blurred place matching keeps of a helper at `place` with the secret `offset`. */
export function coarsePlace(place: GeoPoint, offset: PlaceOffset): GeoPoint {
  const centre = cellCentre(place);
  const lengthKm = OFFSET_KM.min + (OFFSET_KM.max - OFFSET_KM.min) * offset.fraction;
  const angle = offset.bearing * 2 * Math.PI;
  const latitude = clampLatitude(centre.latitude + (lengthKm * Math.cos(angle)) / KM_PER_DEGREE);
  const longitude = wrapLongitude(centre.longitude + (lengthKm * Math.sin(angle)) / (KM_PER_DEGREE * widthAt(latitude)));
  return { latitude, longitude };
}
