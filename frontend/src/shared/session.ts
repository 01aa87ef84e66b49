/** Who is signed in, as the pages need it. The Identity work replaces the body of useSession(). */
export interface SessionUser {
  id: string;
  email: string;
  fullName: string | null;
  isAdmin: boolean;
}

export interface Session {
  user: SessionUser | null;
}

const signedOut: Session = { user: null };

/** There are no sign-ins yet, so every visitor is signed out. */
export function useSession(): Session {
  return signedOut;
}
