import {
  ZContact,
  ZContactGroup,
  ZContactGroupList,
  ZContactList,
  type TContactBody,
  type TContactForm,
  type TContactGroupForm,
} from "@/shared/contracts/contacts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, getJson, requestJson } from "@/web/lib/api";

export const CONTACT_GROUPS_KEY = ["/api/contact-groups"] as const;
export const CONTACTS_KEY = ["/api/contacts"] as const;

const contactsUrl = (groupId: string | null) =>
  groupId ? `/api/contacts?groupId=${encodeURIComponent(groupId)}` : CONTACTS_KEY[0];

/** The family's groups (with how many contacts each holds). */
export function useContactGroups(isEnabled = true) {
  return useQuery({
    queryKey: CONTACT_GROUPS_KEY,
    queryFn: () => getJson(CONTACT_GROUPS_KEY[0], ZContactGroupList),
    enabled: isEnabled,
  });
}

/** All the family's contacts, or one group's (the server's group-scoped list). */
export function useContacts(options: { groupId?: string | null; isEnabled?: boolean } = {}) {
  const groupId = options.groupId ?? null;
  return useQuery({
    queryKey: groupId ? [...CONTACTS_KEY, groupId] : CONTACTS_KEY,
    queryFn: () => getJson(contactsUrl(groupId), ZContactList),
    enabled: options.isEnabled ?? true,
  });
}

/** Contacts and groups change each other (counts, group names): both are read again. */
function useRefreshAddressBook() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: CONTACTS_KEY }),
      queryClient.invalidateQueries({ queryKey: CONTACT_GROUPS_KEY }),
    ]);
}

export function useSaveContact() {
  const refresh = useRefreshAddressBook();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: TContactForm | TContactBody }) =>
      id
        ? requestJson("PUT", `/api/contacts/${encodeURIComponent(id)}`, ZContact, body)
        : requestJson("POST", CONTACTS_KEY[0], ZContact, body),
    onSuccess: refresh,
  });
}

export function useDeleteContact() {
  const refresh = useRefreshAddressBook();
  return useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", `/api/contacts/${encodeURIComponent(id)}`),
    onSuccess: refresh,
  });
}

export function useSaveContactGroup() {
  const refresh = useRefreshAddressBook();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: TContactGroupForm }) =>
      id
        ? requestJson("PUT", `/api/contact-groups/${encodeURIComponent(id)}`, ZContactGroup, body)
        : requestJson("POST", CONTACT_GROUPS_KEY[0], ZContactGroup, body),
    onSuccess: refresh,
  });
}

export function useDeleteContactGroup() {
  const refresh = useRefreshAddressBook();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest("DELETE", `/api/contact-groups/${encodeURIComponent(id)}`),
    onSuccess: refresh,
  });
}
