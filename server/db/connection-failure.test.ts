/** Which failures mean "the database is away" (503) and which stay what they were (DESIGN.md §5). */
import { describe, expect, it } from 'vitest';
import { AppError, toAppError } from '../errors';
import { isConnectionFailure } from './connection-failure';

const coded = (code: string, text = 'x') => Object.assign(new Error(text), { code });

describe('isConnectionFailure', () => {
  it.each([
    ['a refused connection (Postgres stopped)', coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset socket', coded('ECONNRESET')],
    ['a connect that timed out in the OS', coded('ETIMEDOUT')],
    ['pg_terminate_backend or a fast shutdown (57P01)', coded('57P01', 'terminating connection due to administrator command')],
    ['a crash shutdown (57P02)', coded('57P02')],
    ['a server still starting (57P03)', coded('57P03', 'the database system is starting up')],
    ['a connection exception (class 08)', coded('08006')],
    ['too many connections (53300)', coded('53300')],
    ['our statement_timeout (57014)', coded('57014', 'canceling statement due to statement timeout')],
    ['a socket closed under a query', new Error('Connection terminated unexpectedly')],
    ['the pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['a client connect timeout', new Error('Connection terminated due to connection timeout', { cause: new Error('timeout expired') })],
    ['pg’s query timeout', new Error('Query read timeout')],
    ['a client that already lost its socket', new Error('Client has encountered a connection error and is not queryable')],
    ['localhost refused on every address', new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')], '')],
    ['a wrapped cause', new Error('query failed', { cause: coded('ECONNRESET') })],
  ])('%s', (_name, error) => {
    expect(isConnectionFailure(error)).toBe(true);
  });

  it.each([
    ['a unique violation', coded('23505')],
    ['a data exception', coded('22P02')],
    ['a syntax error', coded('42601')],
    ['a plain failure', new Error('boom')],
    ['a service error', new AppError('NOT_FOUND', 'notFound')],
    ['not an error', 'Connection terminated'],
    ['nothing', null],
  ])('not %s', (_name, error) => {
    expect(isConnectionFailure(error)).toBe(false);
  });
});

describe('toAppError', () => {
  it('turns a lost database into SERVICE_UNAVAILABLE with the catalogue sentence and a retry time', () => {
    const error = toAppError(coded('57P01'));
    expect(error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', key: 'serviceUnavailable' });
    expect(error?.retryAfter).toBeGreaterThan(0);
  });

  it('leaves other database failures internal', () => {
    expect(toAppError(coded('42601'))).toBeNull();
  });
});
