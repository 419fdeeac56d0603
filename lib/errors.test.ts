import { describe, expect, it } from 'vitest';
import { AppError, isAppError, statusForCode } from './errors';

describe('AppError', () => {
  it('maps each code to its HTTP status', () => {
    expect(statusForCode('BAD_REQUEST')).toBe(400);
    expect(statusForCode('UNAUTHORIZED')).toBe(401);
    expect(statusForCode('NOT_FOUND')).toBe(404);
    expect(statusForCode('CONFLICT')).toBe(409);
    expect(statusForCode('INTERNAL')).toBe(500);
    expect(new AppError('CONFLICT', 'Taken').status).toBe(409);
  });

  it('is recognisable and marks INTERNAL messages as private', () => {
    const error = new AppError('INTERNAL', 'db down');
    expect(isAppError(error)).toBe(true);
    expect(isAppError(new Error('x'))).toBe(false);
    expect(error.isPublic).toBe(false);
    expect(new AppError('NOT_FOUND', 'No such product').isPublic).toBe(true);
  });
});
