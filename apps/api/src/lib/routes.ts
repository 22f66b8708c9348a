import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, HTTPMethods, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { successEnvelope } from '@hospital/contract/envelope';
import type { Capability } from './permissions.js';
import { type Answer, successBody } from './reply.js';

type Part = z.ZodType | undefined;
type Parsed<T extends Part> = T extends z.ZodType ? z.output<T> : unknown;

/** One route of a module: who may call it, what the document says of it, and the schemas of what comes and goes. */
export type RouteSpec<P extends Part, Q extends Part, B extends Part, D extends Part> = {
  /** The capability the authentication plugin checks (lib/permissions.ts); the document's security follows it. */
  access: Capability;
  summary: string;
  description?: string;
  /** The document's tag when it is not the module's own. */
  tag?: string;
  params?: P;
  query?: Q;
  body?: B;
  /** The `data` of the success envelope the route answers with `status`. */
  data?: D;
  status?: 200 | 201;
  /** Instead of `data`: the answers of a route that sends no envelope (a stream, a page, an image, a redirect). */
  response?: FastifySchema['response'];
  /** The public catalogue's routine reads: logged only when they fail or are slow (app.ts). */
  logOnlyFailedOrSlow?: boolean;
  hide?: boolean;
  consumes?: string[];
  bodyLimit?: number;
  validatorCompiler?: RouteOptions['validatorCompiler'];
};

export type RouteRequest<P extends Part, Q extends Part, B extends Part> = FastifyRequest<{
  Params: Parsed<P>;
  Querystring: Parsed<Q>;
  Body: Parsed<B>;
}>;

/**
 * A handler gets the request as the schemas parsed it. It answers the message and data of the envelope, or the
 * reply itself when it sent something else (a cached body, a page, a redirect) or took the socket (a stream).
 */
export type RouteHandler<P extends Part, Q extends Part, B extends Part, D extends Part> = (
  request: RouteRequest<P, Q, B>,
  reply: FastifyReply,
) => Promise<Answer<Parsed<D>> | FastifyReply | void>;

type Declare = <
  P extends Part = undefined,
  Q extends Part = undefined,
  B extends Part = undefined,
  D extends Part = undefined,
>(
  url: string,
  spec: RouteSpec<P, Q, B, D>,
  handler: RouteHandler<P, Q, B, D>,
) => void;

export type Routes = Record<'get' | 'post' | 'put' | 'patch' | 'delete', Declare>;

/**
 * The one way a module declares its routes: each names its access, summary and schemas, and this fills in what
 * every route repeats: the module's tag, the success envelope under the route's status code, and that status on
 * the reply.
 */
export function routesOf(app: FastifyInstance, { tag }: { tag: string }): Routes {
  const declare =
    (method: HTTPMethods): Declare =>
    (url, spec, handler) => {
      // Every documented route declares what it answers, and in one place only.
      if ((spec.data === undefined) === (spec.response === undefined) && !spec.hide)
        throw new Error(`Route ${method} ${url} must declare either its envelope's data or its other answers`);
      const status = spec.status ?? 200;
      app.route({
        method,
        url,
        config: { access: spec.access, ...(spec.logOnlyFailedOrSlow ? { logOnlyFailedOrSlow: true } : {}) },
        ...definedOnly({ bodyLimit: spec.bodyLimit, validatorCompiler: spec.validatorCompiler }),
        schema: definedOnly({
          summary: spec.summary,
          tags: [spec.tag ?? tag],
          description: spec.description,
          hide: spec.hide,
          consumes: spec.consumes,
          params: spec.params,
          querystring: spec.query,
          body: spec.body,
          response: spec.data ? { [status]: successEnvelope(spec.data) } : spec.response,
        }),
        handler: async (request, reply) => {
          const answer = await handler(request as RouteRequest<never, never, never>, reply);
          if (answer === undefined || (answer as unknown) === reply) return answer;
          reply.code(status);
          return successBody(answer as Answer<unknown>, status);
        },
      });
    };
  return {
    get: declare('GET'),
    post: declare('POST'),
    put: declare('PUT'),
    patch: declare('PATCH'),
    delete: declare('DELETE'),
  };
}

/** Leaves out the options a route did not set, so Fastify and the document see only what was declared. */
function definedOnly<T extends object>(options: T): Partial<T> {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) as Partial<T>;
}
