import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { changeLanguage, reloadForLanguage } from './language';

/**
 * State of the language switch with its reload prompt (spec section 4): `change` stores and
 * applies the language, then `promptOpen` asks whether to reload; Yes reloads with the
 * lang_reloaded marker, No keeps the page as it is.
 */
export function useLanguageChange() {
  const [promptOpen, setPromptOpen] = useState(false);
  const mutation = useMutation({
    mutationFn: changeLanguage,
    onSuccess: () => setPromptOpen(true),
  });
  return {
    change: mutation.mutate,
    isChanging: mutation.isPending,
    error: mutation.error,
    promptOpen,
    reload: reloadForLanguage,
    dismiss: () => setPromptOpen(false),
  };
}
