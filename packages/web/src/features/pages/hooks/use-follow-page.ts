import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Page, PageListItem } from '@backline/domain';
import { useTranslation } from 'react-i18next';
import { toAppError } from '../../../components/ui/error-alert.tsx';
import { useNotify } from '../../../components/ui/snackbar.tsx';
import { pageKeys, setFollowing } from '../api/pages-api.ts';

type FollowedPages = { pages: PageListItem[] };

export type FollowTarget = {
  id: string;
  name: string;
  /** The page's card in "pages you follow": put back where it was when an unfollow is undone. */
  item?: PageListItem;
};

type FollowVariables = { target: FollowTarget; follow: boolean; index?: number };

/**
 * Following and unfollowing a page, optimistically: the button, the follower count and the list
 * of followed pages change at once and are put back if the server refuses. Unfollowing is
 * reversible, so it asks nothing first and offers "undo" in a snackbar instead; undo follows
 * again. Use it in a component that stays mounted while the snackbar is up (the screen or the
 * list, not the card that may leave the list).
 */
export function useFollowPage() {
  const { t } = useTranslation(['pages', 'errors']);
  const queryClient = useQueryClient();
  const notify = useNotify();

  const mutation = useMutation({
    mutationFn: ({ target, follow }: FollowVariables) => setFollowing(target.id, follow),
    onMutate: async ({ target, follow, index }) => {
      const detailKey = pageKeys.detail(target.id);
      await Promise.all([
        queryClient.cancelQueries({ queryKey: detailKey }),
        queryClient.cancelQueries({ queryKey: pageKeys.following }),
      ]);
      const detail = queryClient.getQueryData<Page>(detailKey);
      const following = queryClient.getQueryData<FollowedPages>(pageKeys.following);
      const listedAt = following?.pages.findIndex((page) => page.id === target.id) ?? -1;
      const delta = (was: boolean) => (was === follow ? 0 : follow ? 1 : -1);
      queryClient.setQueryData<Page>(detailKey, (old) =>
        old
          ? { ...old, isFollowing: follow, followers: old.followers + delta(old.isFollowing) }
          : old,
      );
      queryClient.setQueryData<FollowedPages>(pageKeys.following, (old) => {
        if (!old) return old;
        const listed = old.pages.some((page) => page.id === target.id);
        if (!follow) return { pages: old.pages.filter((page) => page.id !== target.id) };
        if (listed || !target.item) return old;
        const pages = [...old.pages];
        pages.splice(Math.min(index ?? 0, pages.length), 0, target.item);
        return { pages };
      });
      return { detail, following, listedAt };
    },
    onError: (error, { target }, context) => {
      if (context?.detail) queryClient.setQueryData(pageKeys.detail(target.id), context.detail);
      if (context?.following) queryClient.setQueryData(pageKeys.following, context.following);
      const appError = toAppError(error);
      notify({ message: t(`errors:${appError.code}`, appError.params ?? {}) });
    },
    onSuccess: (state, { target, follow }, context) => {
      queryClient.setQueryData<Page>(pageKeys.detail(target.id), (old) =>
        old ? { ...old, isFollowing: state.following, followers: state.followers } : old,
      );
      queryClient.setQueryData<FollowedPages>(pageKeys.following, (old) =>
        old
          ? {
              pages: old.pages.map((page) =>
                page.id === target.id ? { ...page, followers: state.followers } : page,
              ),
            }
          : old,
      );
      if (!follow) {
        const item = target.item ? { ...target.item, followers: state.followers + 1 } : undefined;
        notify({
          message: t('pages:follow.unfollowed', { name: target.name }),
          undo: () =>
            mutation.mutate({
              target: { ...target, item },
              follow: true,
              index: context.listedAt < 0 ? undefined : context.listedAt,
            }),
        });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pageKeys.following }),
  });

  return {
    /** Follows (`true`) or unfollows (`false`); `index` is where the card stood in the list. */
    setFollowing: (target: FollowTarget, follow: boolean, index?: number) =>
      mutation.mutate({ target, follow, index }),
    /** Whether a change of this page is on its way. */
    isPending: (pageId: string) => mutation.isPending && mutation.variables?.target.id === pageId,
  };
}
