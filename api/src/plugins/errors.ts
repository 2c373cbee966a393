// Every error leaves the API as JSON { error, message } with the right status, never an HTML page or a stack.
import { STATUS_CODES } from 'node:http';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { ID_PATTERN } from '../routes/common';

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

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error.validation ? 400 : (error.statusCode ?? 500);
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(status).send({ error: STATUS_CODES[status] ?? 'Error', message: 'Something went wrong on our side. Please try again.' });
      }
      const message = error.validation ? validationMessage(error) : error.message;
      return reply.code(status).send({ error: STATUS_CODES[status] ?? 'Error', message });
    });

    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send({ error: 'Not Found', message: `Nothing at ${request.method} ${request.url.split('?')[0]}` }),
    );
  },
  { name: 'errors' },
);
