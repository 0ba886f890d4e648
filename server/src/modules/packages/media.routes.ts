import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { renderPackageSvg } from '../../db/seed/images.ts';
import type { PackageCatalogue } from './packages.catalogue.ts';

/** Package pictures are generated from the catalogue (no external image hosts), then cached. */
export function registerMediaRoutes(app: FastifyInstance, deps: { catalogue: PackageCatalogue }) {
  const cache = new Map<string, string>();
  app.withTypeProvider<ZodTypeProvider>().get(
    '/media/packages/:packageId/:file',
    {
      schema: {
        hide: true,
        params: z.object({ packageId: z.coerce.number().int(), file: z.string().regex(/^\d{1,2}\.svg$/) }),
      },
    },
    async (request, reply) => {
      const { packageId, file } = request.params;
      const position = Number.parseInt(file, 10);
      const item = deps.catalogue.get(packageId);
      const image = item?.images[position - 1];
      if (!item || !image) return reply.code(404).send({ error: { code: 404, message: 'Not found' } });
      const key = `${packageId}/${position}`;
      let svg = cache.get(key);
      if (!svg) {
        svg = renderPackageSvg({
          packageId,
          position,
          destination: item.row.destination,
          theme: item.row.theme,
          caption: image.caption,
        });
        cache.set(key, svg);
      }
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    },
  );
}
