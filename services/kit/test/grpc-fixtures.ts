import { authV1 } from '@moorline/contracts';
import { ServerError, Status } from 'nice-grpc-common';

type AuthImplementation = authV1.AuthServiceImplementation;

/** An AuthService where only the given methods are implemented; the rest answer UNIMPLEMENTED. */
export function authServiceWith(methods: Partial<AuthImplementation>): AuthImplementation {
  const unimplemented = async () => {
    throw new ServerError(Status.UNIMPLEMENTED, 'not implemented in this test');
  };
  const all = Object.fromEntries(
    Object.keys(authV1.AuthServiceDefinition.methods).map((name) => [name, unimplemented]),
  );
  return { ...all, ...methods } as AuthImplementation;
}

export const signUpRequest = (email: string): authV1.SignUpRequest =>
  authV1.SignUpRequest.fromPartial({
    firstName: 'Ana',
    lastName: 'Novak',
    email,
    password1: 'correct horse battery staple',
    password2: 'correct horse battery staple',
    terms: true,
  });
