import { sql } from '@payloadcms/db-postgres'

type SQL = ReturnType<typeof sql>

/** Mean Earth radius in km (IUGG), for great-circle distances. */
export const EARTH_RADIUS_KM = 6371.0088

/** Great-circle (haversine) distance in km between two WGS84 points (degrees). */
export function haversineKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = Math.PI / 180
  const dLat = (b.latitude - a.latitude) * rad
  const dLng = (b.longitude - a.longitude) * rad
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/**
 * The same haversine distance as an SQL expression (km) from a point to the columns
 * `latColumn`/`lngColumn`, so the database filters and sorts by distance.
 */
export function haversineSql(
  point: { latitude: number; longitude: number },
  latColumn: SQL,
  lngColumn: SQL,
): SQL {
  const lat = sql`${point.latitude}::float8`
  const lng = sql`${point.longitude}::float8`
  return sql`(2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
    power(sin(radians(${latColumn} - ${lat}) / 2), 2) +
    cos(radians(${lat})) * cos(radians(${latColumn})) * power(sin(radians(${lngColumn} - ${lng}) / 2), 2)
  ))))`
}
