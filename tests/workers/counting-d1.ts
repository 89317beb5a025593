// A D1 binding that counts the round trips a request makes: each prepare().all/first/run/raw is one,
// and so is each batch (however many statements it carries). A count, not a time: it does not move
// with the machine's load, so a test can pin it.

export interface RoundTrips {
  count: number;
  /** The first words of each round trip's SQL, to say which one was added when a count goes up. */
  log: string[];
}

export function countingD1(real: D1Database): { db: D1Database; trips: RoundTrips } {
  const trips: RoundTrips = { count: 0, log: [] };
  const realOf = new WeakMap<object, D1PreparedStatement>();
  const record = (what: string) => {
    trips.count++;
    trips.log.push(what.replace(/\s+/g, " ").slice(0, 80));
  };
  function wrap(statement: D1PreparedStatement, text: string): D1PreparedStatement {
    const wrapped: D1PreparedStatement = {
      bind: (...values: unknown[]) => wrap(statement.bind(...values), text),
      first: ((column?: string) => {
        record(text);
        return column === undefined ? statement.first() : statement.first(column);
      }) as D1PreparedStatement["first"],
      all: (() => {
        record(text);
        return statement.all();
      }) as D1PreparedStatement["all"],
      run: (() => {
        record(text);
        return statement.run();
      }) as D1PreparedStatement["run"],
      raw: ((options?: { columnNames?: boolean }) => {
        record(text);
        return options?.columnNames ? statement.raw({ columnNames: true }) : statement.raw();
      }) as D1PreparedStatement["raw"],
    } as D1PreparedStatement;
    realOf.set(wrapped, statement);
    return wrapped;
  }
  const db = {
    prepare: (query: string) => wrap(real.prepare(query), query),
    batch: ((statements: D1PreparedStatement[]) => {
      record(`batch of ${statements.length}`);
      return real.batch(statements.map((statement) => realOf.get(statement) ?? statement));
    }) as D1Database["batch"],
    exec: (query: string) => {
      record(query);
      return real.exec(query);
    },
    dump: () => real.dump(),
    withSession: (...args: Parameters<D1Database["withSession"]>) => real.withSession(...args),
  } as D1Database;
  return { db, trips };
}
