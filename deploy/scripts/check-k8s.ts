// make k8s-check: renders every overlay with the pinned kustomize, validates each object against
// the Kubernetes API schemas (kubernetes-models) and checks the bundle's invariants (probes,
// resources, security, autoscalers, disruption budgets, network policies). Exits 1 on a problem.
import { manifestProblems } from '../src/k8s/manifest-problems';
import { overlays, renderOverlay } from '../src/k8s/rendered-objects';
import { schemaProblems } from '../src/k8s/schema-validation';

let failed = false;
for (const overlay of overlays) {
  const objects = renderOverlay(overlay);
  const problems = [...schemaProblems(objects), ...manifestProblems(overlay, objects)];
  if (problems.length === 0) {
    console.log(`deploy/k8s/overlays/${overlay}: ${objects.length} objects valid and checked`);
    continue;
  }
  failed = true;
  console.error(`deploy/k8s/overlays/${overlay}: ${problems.length} problem(s)`);
  for (const problem of problems) console.error(`  ${problem}`);
}
process.exit(failed ? 1 : 0);
