import { applicationStateValues, type ApplicationState } from '../../http/api-schema';

/** The queue's state filter from the address (`?state=`): one of the states, or null for all. */
export function queueStateOf(value: string | undefined): ApplicationState | null {
  return applicationStateValues.find((state) => state === value) ?? null;
}
