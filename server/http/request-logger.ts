import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;
type Bindings = Parameters<ChildLoggerFactory>[1];
type ChildOptions = Parameters<ChildLoggerFactory>[2];
type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** pino answers this; a logger without the method is treated as writing every level. */
function enabled(logger: FastifyBaseLogger, level: string): boolean {
  const check = (logger as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled;
  return typeof check === 'function' ? check.call(logger, level) : true;
}

/**
 * A request's logger that becomes pino's child logger (with the request id) only when a line is written at
 * an enabled level. Fastify makes a child per request; at the production level most requests log nothing,
 * and building the child cost about 5% of a cheap route's throughput (docs/performance.md).
 */
class LazyRequestLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
  ) {}

  private real(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings);
    return this.made;
  }

  private write(level: Level, args: unknown[]): void {
    if (!enabled(this.parent, level)) return;
    (this.real()[level] as (...given: unknown[]) => void)(...args);
  }

  get level(): string {
    return this.made?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real().level = level;
  }

  get silent(): FastifyBaseLogger['silent'] {
    return this.real().silent;
  }

  isLevelEnabled(level: string): boolean {
    return enabled(this.made ?? this.parent, level);
  }

  child(...args: Parameters<FastifyBaseLogger['child']>): FastifyBaseLogger {
    return this.real().child(...args);
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
}

/** Fastify's childLoggerFactory: lazy unless the route sets its own level or serializers (made at once then). */
export const lazyRequestLogger: ChildLoggerFactory = (logger, bindings, options: ChildOptions) =>
  options.level || options.serializers
    ? logger.child(bindings, options)
    : (new LazyRequestLogger(logger, bindings) as unknown as FastifyBaseLogger);
