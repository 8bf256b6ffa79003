import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { catalogV1 } from '@moorline/contracts';
import { createGrpcClient, forwardAccessToken } from '@moorline/kit';
import type { FastifyRequest } from 'fastify';
import { ErrorBody } from '../error-body';
import type { ConcessionaireRouteDeps } from './concessionaire-route-deps';
import {
  EmbedIdParams,
  ManagedMapEmbed,
  ManagedMapEmbedList,
  MapEmbedSettings,
  managedMapEmbedJson,
  settingsMessage,
} from './map-embed-schemas';

const tags = ['back office'];
const error = ErrorBody.ref;
const refusals = { 400: error, 401: error, 403: error, 404: error, '5xx': error };
const access =
  'A concessionaire manages their operator’s embeds, an admin every embed; a manager, an ' +
  'employee or a boater is 403, another operator’s embed or bay 404.';

/**
 * Partner map embeds made by their owners (issue 27 item 5), from catalog's MapEmbedsService.
 * Each change is in the audit log of every bay the embed shows.
 */
export function mapEmbedRoutes({ catalogChannel }: ConcessionaireRouteDeps): FastifyPluginAsyncTypebox {
  const embeds = createGrpcClient(catalogV1.MapEmbedsServiceDefinition, catalogChannel);
  const call = (request: FastifyRequest) => forwardAccessToken(request.headers.authorization);
  return async (app) => {
    app.get(
      '/v1/concessionaires/embeds',
      {
        schema: {
          tags,
          summary: 'The map embeds the caller manages, newest first',
          description: access,
          response: { 200: ManagedMapEmbedList.ref, ...refusals },
        },
      },
      async (request) => {
        const answer = await embeds.listMapEmbeds({}, call(request));
        return { embeds: answer.embeds.map(managedMapEmbedJson) };
      },
    );

    app.post(
      '/v1/concessionaires/embeds',
      {
        schema: {
          tags,
          summary: 'Make a map embed for a partner’s site',
          description: `${access} Its page is /{locale}/map-embed/{id}, framed only by the sites listed.`,
          body: MapEmbedSettings.ref,
          response: { 201: ManagedMapEmbed.ref, ...refusals },
        },
      },
      async (request, reply) => {
        const answer = await embeds.createMapEmbed(
          { settings: settingsMessage(request.body) },
          call(request),
        );
        return reply.status(201).send(managedMapEmbedJson(answer.embed));
      },
    );

    app.put(
      '/v1/concessionaires/embeds/:embedId',
      {
        schema: {
          tags,
          summary: 'Replace a map embed’s settings',
          description: `${access} Partner pages follow within a minute (the web keeps the framing sites that long).`,
          params: EmbedIdParams,
          body: MapEmbedSettings.ref,
          response: { 200: ManagedMapEmbed.ref, ...refusals },
        },
      },
      async (request) => {
        const settings = settingsMessage(request.body);
        const answer = await embeds.updateMapEmbed(
          { embedId: request.params.embedId, settings },
          call(request),
        );
        return managedMapEmbedJson(answer.embed);
      },
    );

    app.delete(
      '/v1/concessionaires/embeds/:embedId',
      {
        schema: {
          tags,
          summary: 'Remove a map embed: its page answers not found; bookings made through it keep its id',
          description: access,
          params: EmbedIdParams,
          response: { 204: Type.Null(), ...refusals },
        },
      },
      async (request, reply) => {
        await embeds.deleteMapEmbed({ embedId: request.params.embedId }, call(request));
        return reply.status(204).send(null);
      },
    );
  };
}
