// Every error leaves the API as JSON { error, message } with the right status, never an HTML page or a stack.
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, ID_PATTERN } from '../routes/common';
import { applySecurityHeaders } from './securityHeaders';

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

function validationMessage(error: FastifyError): string {
  const issue = error.validation?.[0] as ValidationIssue | undefined;
  const field = issue?.instancePath.replace(/^\//, '');
  if (issue?.keyword === 'pattern' && issue.params.pattern === ID_PATTERN && field) {
    return `${field} must be a positive whole number (1 to 999999999)`;
  }
  if (error.validationContext === 'body' && field === '' && issue?.keyword === 'type') return 'The request body must be a JSON object.';
  return error.message;
}

/**
 * Fastify's own errors, in words for the client. Their messages quote what was sent (a path, a fragment of broken
 * JSON, a content type), and an answer never reflects the request back.
 */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the body as JSON (Content-Type: application/json).',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty: send a JSON object.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_INSTANCE_ALREADY_STARTED: 'The request could not be read.',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long.',
  FST_ERR_BAD_URL: 'The address is not valid.',
  FST_ERR_ASYNC_CONSTRAINT: 'The address is not valid.',
};

function clientMessage(error: FastifyError, status: number): string {
  if (error.validation) return validationMessage(error);
  if (error.code && error.code.startsWith('FST_')) return FRAMEWORK_MESSAGES[error.code] ?? `${STATUS_CODES[status] ?? 'Bad request'}.`;
  // JSON.parse's own message quotes the body ("Unexpected token …").
  if (error instanceof SyntaxError) return FRAMEWORK_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY!;
  return error.message;
}

/**
 * Errors raised before a route is found (a path parameter over the router's length limit, a malformed URL). No hook runs
 * for these, so the security headers are set here.
 */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  applySecurityHeaders(request.raw, reply.raw, () => {});
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return reply.code(status).send({ error: STATUS_CODES[status] ?? 'Error', message: clientMessage(error, status) });
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error.validation ? 400 : (error.statusCode ?? 500);
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply
          .code(status)
          .send({ error: STATUS_CODES[status] ?? 'Error', message: 'Something went wrong on our side. Please try again.' });
      }
      const extra = error instanceof HttpError ? error.extra : {};
      return reply.code(status).send({ ...extra, error: STATUS_CODES[status] ?? 'Error', message: clientMessage(error, status) });
    });

    // Whatever a plugin answers an error with (@fastify/cors refuses a preflight without Origin in plain text), the
    // client gets the API's JSON shape.
    app.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode < 400 || String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
      const status = reply.statusCode;
      const message =
        request.method === 'OPTIONS'
          ? 'A CORS preflight needs an Origin and an Access-Control-Request-Method header.'
          : `${STATUS_CODES[status] ?? 'Error'}.`;
      reply.header('content-type', 'application/json; charset=utf-8');
      reply.removeHeader('content-length');
      return JSON.stringify({ error: STATUS_CODES[status] ?? 'Error', message });
    });

    // The path is not repeated back: an answer never reflects what a client sent.
    app.setNotFoundHandler((_request, reply) =>
      reply
        .code(404)
        .send({ error: 'Not Found', message: 'There is no such API address. The calls are listed in the API documentation (README).' }),
    );
  },
  { name: 'errors' },
);
