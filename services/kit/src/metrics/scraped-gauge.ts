import { Gauge, type Registry } from 'prom-client';

/** A service's own figure on /metrics, read when Prometheus scrapes (e.g. from its tables). */
export interface ScrapedGaugeSpec {
  name: string;
  help: string;
  read(): Promise<number>;
}

export function addScrapedGauge(registry: Registry, { name, help, read }: ScrapedGaugeSpec): void {
  new Gauge({
    name,
    help,
    registers: [registry],
    async collect() {
      this.set(await read());
    },
  });
}
