import { apiError } from '@tripsetu/domain/agent-api.ts';

/** The refusals a `/api/v1` route may answer, each in the one error shape (for its schema's `response`). */
export const API_ERRORS = {
  400: apiError,
  401: apiError,
  403: apiError,
  404: apiError,
  409: apiError,
  413: apiError,
  415: apiError,
  422: apiError,
  429: apiError,
  503: apiError,
};
