import { Namespace, ConfigMap, Secret, Service } from 'kubernetes-models/v1';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { type Dict, nameOf, text } from './rendered-objects';

/**
 * Each kind the bundle may hold, checked against the Kubernetes API's OpenAPI schema as
 * kubernetes-models compiles it: the guard proves apiVersion and kind, and validate() throws
 * with every mismatch (a wrong type, a missing required field, a bad enum value). A kind not
 * listed is reported, so a new kind gets a schema before it ships.
 */
const validators: Record<string, (object: Dict) => boolean> = {
  'v1/Namespace': (o) => Namespace.is(o) && validated(new Namespace(o)),
  'v1/ConfigMap': (o) => ConfigMap.is(o) && validated(new ConfigMap(o)),
  'v1/Secret': (o) => Secret.is(o) && validated(new Secret(o)),
  'v1/Service': (o) => Service.is(o) && validated(new Service(o)),
  'apps/v1/Deployment': (o) => Deployment.is(o) && validated(new Deployment(o)),
  'autoscaling/v2/HorizontalPodAutoscaler': (o) =>
    HorizontalPodAutoscaler.is(o) && validated(new HorizontalPodAutoscaler(o)),
  'policy/v1/PodDisruptionBudget': (o) => PodDisruptionBudget.is(o) && validated(new PodDisruptionBudget(o)),
  'networking.k8s.io/v1/Ingress': (o) => Ingress.is(o) && validated(new Ingress(o)),
  'networking.k8s.io/v1/NetworkPolicy': (o) => NetworkPolicy.is(o) && validated(new NetworkPolicy(o)),
};

function validated(model: { validate(): void }): true {
  model.validate();
  return true;
}

/** Every object that does not match its API schema, with the schema's own words. */
export function schemaProblems(objects: Dict[]): string[] {
  return objects.flatMap((object) => {
    const type = `${text(object.apiVersion) ?? '?'}/${text(object.kind) ?? '?'}`;
    const where = `${type} ${nameOf(object)}`;
    const validate = validators[type];
    if (!validate) return [`${where}: no schema for this apiVersion and kind`];
    try {
      return validate(object) ? [] : [`${where}: not a ${type}`];
    } catch (error) {
      return [`${where}: ${error instanceof Error ? error.message : String(error)}`];
    }
  });
}
