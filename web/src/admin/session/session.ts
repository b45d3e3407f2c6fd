import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  LoginInput,
  LoginResult,
  PasswordRecoveryInput,
  SessionUser,
} from '../../../../edge-functions/_shared/resources/session.ts'
import { apiGet, apiRequest } from '../../lib/api.ts'
import { NOT_BAKED } from '../../lib/baked.ts'
import { spanishAuthMessage } from '../auth/password-texts.ts'
import { supabase } from './supabase.ts'

export const sessionKeys = {
  user: ['/api/user'] as const,
}

/**
 * The signed-in user, or null. Any failure reads as "not signed in" (spec: silent); it is never
 * retried nor refetched on its own, so the guard decides once per visit. Without a session in
 * the browser nobody is signed in: the sign-in form shows without a round trip to the API first
 * (issue 28).
 */
export const userQuery = queryOptions<SessionUser | null>({
  queryKey: sessionKeys.user,
  queryFn: async () => {
    const { data } = await supabase()
      .auth.getSession()
      .catch(() => ({ data: { session: null } }))
    if (!data.session) return null
    return apiGet<SessionUser | null>('/api/user', 'returnNull').catch(() => null)
  },
  retry: false,
  staleTime: 0,
  refetchOnWindowFocus: false,
  refetchInterval: false,
  // The sign-in's HTML is drawn signed out; the browser looks up the session.
  meta: NOT_BAKED,
})

export function useUser() {
  return useQuery(userQuery)
}

/** True for the keys of the admin's own reads, which are dropped when the owner signs out. */
export function isAdminKey(queryKey: readonly unknown[]): boolean {
  return queryKey[1] === 'admin'
}

/** Signs in through the function, then hands the session to supabase-js, which keeps it fresh. */
export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    retry: false,
    mutationFn: async (input: LoginInput) => {
      const result = await apiRequest<LoginResult>('POST', '/api/login', input)
      const { error } = await supabase().auth.setSession({
        access_token: result.session.access_token,
        refresh_token: result.session.refresh_token,
      })
      if (error) throw error
      return result.user
    },
    onSuccess: async (user) => {
      queryClient.setQueryData(sessionKeys.user, user)
      await queryClient.invalidateQueries({ queryKey: sessionKeys.user })
    },
  })
}

/**
 * Asks the function for a recovery link by username or email (only it can turn a username into
 * the account's email); its answer is the same whether the account exists or not.
 */
export function useRequestRecovery() {
  return useMutation({
    retry: false,
    mutationFn: (input: PasswordRecoveryInput) =>
      apiRequest<{ message: string }>('POST', '/api/password-recovery', input),
  })
}

/** This device only, or every device the owner is signed in on. */
export type LogoutScope = 'local' | 'global'

/**
 * Ends the session, forgets it in the browser and drops the admin's data. This device: through
 * the function, which also takes a token Auth no longer accepts. Every device: Auth's own global
 * sign-out (supabase-js refreshes an expired token first), which ends every session of the owner
 * and their refresh tokens in one step, on hosted Auth as on the local one.
 */
export function useLogout() {
  const queryClient = useQueryClient()
  return useMutation({
    retry: false,
    mutationFn: async (scope: LogoutScope) => {
      if (scope === 'global') {
        const { error } = await supabase().auth.signOut({ scope: 'global' })
        if (error) throw new Error(spanishAuthMessage(error))
        return
      }
      await apiRequest('POST', '/api/logout')
      await supabase().auth.signOut({ scope: 'local' })
    },
    onSuccess: () => {
      queryClient.setQueryData(sessionKeys.user, null)
      queryClient.removeQueries({ predicate: (query) => isAdminKey(query.queryKey) })
    },
  })
}
