"""Hook handlers, one module per tool or concern; routed by ``warden.hook.ROUTES``."""
