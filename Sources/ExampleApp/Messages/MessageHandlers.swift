import Coordinator

// Which messages each class of the shop acts on. The dispatch offers a message only to a class
// that declares it here, so this is the list that runs; a test holds it to each `receive`.

extension AppCoordinator: HandlesMessages {
    package static var handledMessages: [any Message.Type] {
        [CartAdd.self, CartStatus.self, CartToggle.self, CatalogShowHome.self, CartCheckout.self, AccountShow.self, GlobalDisplay.self]
    }
}

extension CatalogCoordinator: HandlesMessages {
    static var handledMessages: [any Message.Type] {
        [CatalogPromotedProducts.self, CatalogCategories.self, CatalogShowCategory.self, CatalogShowProduct.self]
    }
}

extension CartCoordinator: HandlesMessages {
    static var handledMessages: [any Message.Type] { [CartRemoveRequest.self, CartRemove.self] }
}

extension AccountCoordinator: HandlesMessages {
    static var handledMessages: [any Message.Type] {
        [
            AccountLogin.self, AccountSignUp.self, AccountShowSignUp.self, AccountShowTerms.self, AccountAcceptTerms.self,
            AccountEditProfile.self, AccountLogout.self, AccountClose.self,
        ]
    }
}

extension CheckoutCoordinator: HandlesMessages {
    static var handledMessages: [any Message.Type] {
        [CartSetShipping.self, CartSetPayment.self, CartPlaceOrder.self, CartCancelCheckout.self]
    }
}

/// The home screen forwards `cartAdd` on its way up and updates its badge from the reply on the
/// way back.
extension HomeViewController: HandlesMessages {
    static var handledMessages: [any Message.Type] { [CartAdd.self] }
}

/// Every class of the shop that handles messages, for tools that list who handles what.
package enum MessageHandlers {
    package static var all: [any HandlesMessages.Type] {
        [
            AppCoordinator.self, CatalogCoordinator.self, CartCoordinator.self, AccountCoordinator.self, CheckoutCoordinator.self,
            HomeViewController.self,
        ]
    }
}
