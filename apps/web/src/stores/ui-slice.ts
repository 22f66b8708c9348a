import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '@/lib/session';

// docs/product-spec.md §3 "UI state": the login dialog's visibility and sub-view, and the quick menu. Shared state because the
// navigation, the route guard and the auth feature all open the dialog.

export type LoginDialogView = 'login' | 'register' | 'forget';

export type UiState = {
  loginDialogOpen: boolean;
  loginDialogView: LoginDialogView;
  /** Where a login in the open dialog leads: the page a guest asked for from a public one (a doctor's booking). */
  loginReturnTo: string | null;
  quickMenuOpen: boolean;
};

const initialState: UiState = {
  loginDialogOpen: false,
  loginDialogView: 'login',
  loginReturnTo: null,
  quickMenuOpen: false,
};

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    loginDialogOpened(state, action: PayloadAction<LoginDialogView | undefined>) {
      state.loginDialogOpen = true;
      state.loginDialogView = action.payload ?? 'login';
      state.loginReturnTo = null;
      state.quickMenuOpen = false;
    },
    /** A guest asked for a page that needs a login (`returnTo`): the dialog opens where they are, and leads there. */
    loginRequiredFor(state, action: PayloadAction<string>) {
      state.loginDialogOpen = true;
      state.loginDialogView = 'login';
      state.loginReturnTo = action.payload;
      state.quickMenuOpen = false;
    },
    loginDialogClosed(state) {
      state.loginDialogOpen = false;
      state.loginDialogView = 'login';
      state.loginReturnTo = null;
    },
    loginDialogViewChanged(state, action: PayloadAction<LoginDialogView>) {
      state.loginDialogView = action.payload;
    },
    quickMenuToggled(state) {
      state.quickMenuOpen = !state.quickMenuOpen;
    },
    quickMenuClosed(state) {
      state.quickMenuOpen = false;
    },
  },
  extraReducers: (builder) => {
    // docs/product-spec.md §4: the login dialog is re-opened after logout, and a failed refresh asks the user to log in again.
    builder.addCase(loggedOut, (state) => {
      state.quickMenuOpen = false;
      state.loginDialogOpen = true;
      state.loginDialogView = 'login';
      state.loginReturnTo = null;
    });
  },
});

export const {
  loginDialogOpened,
  loginRequiredFor,
  loginDialogClosed,
  loginDialogViewChanged,
  quickMenuToggled,
  quickMenuClosed,
} = uiSlice.actions;

type WithUi = { ui: UiState };
export const selectLoginDialogOpen = (state: WithUi) => state.ui.loginDialogOpen;
export const selectLoginDialogView = (state: WithUi) => state.ui.loginDialogView;
export const selectLoginReturnTo = (state: WithUi) => state.ui.loginReturnTo;
export const selectQuickMenuOpen = (state: WithUi) => state.ui.quickMenuOpen;
