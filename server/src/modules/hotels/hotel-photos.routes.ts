import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BED_LABELS, type HotelSeed } from '../../db/seed/hotel-catalogue.ts';
import { HOTEL_CITIES } from '../../db/seed/hotel-places.ts';
import { type HotelPhotoInput, type HotelPhotoKind, renderHotelPhotoSvg } from './hotel-photos.ts';

const KINDS: Record<string, HotelPhotoKind> = {
  exterior: 'EXTERIOR',
  lobby: 'LOBBY',
  bathroom: 'BATHROOM',
  restaurant: 'RESTAURANT',
  pool: 'POOL',
};
/** Pictures kept drawn, about 10 KB each; the oldest dropped first. */
const KEPT = 2_000;

/**
 * A hotel's generated pictures (decision 032): drawn from the hotel's facts, the same every time, so the
 * inventory needs no image host. Public, as package pictures are: an e-mailed option shows them too.
 */
export function registerHotelPhotoRoutes(
  app: FastifyInstance,
  deps: { supplier: { hotel(id: string): HotelSeed | undefined } },
) {
  const kept = new Map<string, string>();
  const cityKind = new Map(HOTEL_CITIES.map((city) => [city.id, city.kind]));
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/hotels/photos/:hotelId/:file',
    {
      schema: {
        hide: true,
        params: z.object({ hotelId: z.string().max(20), file: z.string().max(30) }),
      },
    },
    async (request, reply) => {
      const { hotelId, file } = request.params;
      const hotel = deps.supplier.hotel(hotelId);
      const key = /^([a-z]+)(?:-(R\d))?\.svg$/.exec(file);
      const type = key?.[2] ? hotel?.roomTypes.find((room) => room.id === key[2]) : undefined;
      const kind = key?.[1] === 'room' ? (type ? 'ROOM' : undefined) : KINDS[key?.[1] ?? ''];
      if (!hotel || !kind) return reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'Not found' } });
      const cacheKey = `${hotelId}/${file}`;
      let svg = kept.get(cacheKey);
      if (!svg) {
        const input: HotelPhotoInput = {
          // Each room type seeded on its own, so that a hotel's rooms do not all look alike.
          hotelId: type ? `${hotelId}/${type.id}` : hotelId,
          kind,
          stars: hotel.stars,
          cityKind: cityKind.get(hotel.cityId) ?? 'CITY',
          caption: type ? `${type.name}, ${BED_LABELS[type.bed]}` : hotel.name,
          ...(type ? { bed: type.bed } : {}),
        };
        svg = renderHotelPhotoSvg(input);
        if (kept.size >= KEPT) kept.delete(kept.keys().next().value as string);
        kept.set(cacheKey, svg);
      }
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    },
  );
}
