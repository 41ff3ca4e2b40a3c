'use client'

import 'leaflet/dist/leaflet.css'

import { CircleMarker, MapContainer, Popup, TileLayer } from 'react-leaflet'

import type { DentistHit } from '@/lib/profiles/search'
import { dentistPath } from '@/lib/routes'

/** Map tiles: NEXT_PUBLIC_MAP_TILE_URL (e.g. `https://tiles.example/{z}/{x}/{y}.png`) and its attribution. */
export const MAP_TILE_URL = process.env.NEXT_PUBLIC_MAP_TILE_URL ?? ''
const MAP_ATTRIBUTION = process.env.NEXT_PUBLIC_MAP_TILE_ATTRIBUTION ?? ''

/**
 * The search results on a Leaflet map, one marker per dentist with known
 * coordinates, framed around them. Rendered only when a tile server is configured.
 * Circle markers need no image assets.
 */
export default function ResultsMap({
  hits,
  profileLabel,
}: {
  hits: DentistHit[]
  profileLabel: string
}) {
  const points = hits.filter((h) => h.latitude !== null && h.longitude !== null) as (DentistHit & {
    latitude: number
    longitude: number
  })[]
  const bounds = points.length
    ? (points.map((p) => [p.latitude, p.longitude]) as [number, number][])
    : undefined
  return (
    <MapContainer
      bounds={bounds}
      center={bounds ? undefined : [51.16, 10.45]}
      zoom={bounds ? undefined : 6}
      boundsOptions={{ padding: [30, 30], maxZoom: 14 }}
      className="h-96 w-full rounded-xl"
      scrollWheelZoom={false}
    >
      <TileLayer url={MAP_TILE_URL} attribution={MAP_ATTRIBUTION} />
      {points.map((p) => (
        <CircleMarker
          key={p.slug}
          center={[p.latitude, p.longitude]}
          radius={9}
          pathOptions={{ color: p.verified ? '#047857' : '#0f5b78', fillOpacity: 0.7 }}
        >
          <Popup>
            <strong>{p.name}</strong>
            {p.practiceName && <br />}
            {p.practiceName}
            <br />
            <a href={dentistPath(p.slug)}>{profileLabel}</a>
          </Popup>
        </CircleMarker>
      ))}
    </MapContainer>
  )
}
